import argparse


def get_parser():
    p = argparse.ArgumentParser(description="regression trainer")
    p.add_argument("--lr", type=float, default=3e-3)
    p.add_argument("--epochs", type=int, default=3)
    p.add_argument("--batch-size", type=int, default=16)
    p.add_argument("--max-grad-norm", type=float, default=1.0)
    p.add_argument("--clip-decay", type=float, default=0.5,
                   help="multiply max-grad-norm by this after each epoch")
    return p
