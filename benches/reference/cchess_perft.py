"""Perft with the Python library cchess (walker8088/cchess, PyPI `cchess`), the
reference the rules-core issue names for Python. Run beside `chuhe perft` to get a
ratio measured in one run:

    python3 -m venv /tmp/venv-ref && /tmp/venv-ref/bin/pip install cchess
    /tmp/venv-ref/bin/python benches/reference/cchess_perft.py 3
"""
import sys
import time

import cchess


def legal_moves(board):
    for move in board.create_moves():
        if board.is_valid_move_t(move) and not board.is_checked_move(move[0], move[1]):
            yield move


def perft(board, depth):
    if depth == 0:
        return 1
    nodes = 0
    for src, dst in list(legal_moves(board)):
        child = board.copy()
        child._move_piece(src, dst)
        child.next_turn()
        nodes += perft(child, depth - 1)
    return nodes


def main():
    depth = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    board = cchess.ChessBoard(cchess.FULL_INIT_FEN)
    start = time.process_time()
    nodes = perft(board, depth)
    secs = time.process_time() - start
    print(f"cchess perft {depth}: {nodes} leaves in {secs:.2f} s CPU = {nodes / secs:,.0f} leaves/s")


if __name__ == "__main__":
    main()
