import argparse


def parse(argv):
    p = argparse.ArgumentParser()
    p.add_argument("--train", type=int, default=1)
    p.add_argument("--steps", type=int, default=5)
    return p.parse_args(argv)
