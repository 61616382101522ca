import jax.numpy as jnp

from binarize import sauvola_threshold
from scans import page_stream


def main():
    for source, pages in page_stream():
        ink = sauvola_threshold(jnp.asarray(pages))
        print(source, float(1.0 - ink.mean()))


if __name__ == "__main__":
    main()
