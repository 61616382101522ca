import jax
import numpy as np

from screening import Screener, library_batches
from model import EdgeConvNet


def main():
    x, s, r, gid = next(library_batches(1))
    params = EdgeConvNet().init(jax.random.PRNGKey(0), x, s, r, gid)
    screener = Screener(params)
    print("hits", screener.screen(library_batches(5, seed=1)))


if __name__ == "__main__":
    main()
