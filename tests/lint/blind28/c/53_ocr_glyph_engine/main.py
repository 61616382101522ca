import numpy as np
import jax.numpy as jnp

from engine import GlyphEngine

FONT = "abcdefghijklmnopqrstuvwxyz"


def main():
    rng = np.random.default_rng(8)
    templates = jnp.asarray(rng.random((len(FONT), 12, 12)).astype(np.float32))
    engine = GlyphEngine(templates)
    for line in range(4):
        idx = rng.integers(0, len(FONT), 10)
        glyphs = np.asarray(templates)[idx] + 0.2 * rng.random((10, 12, 12)).astype(np.float32)
        pred = engine.classify(jnp.asarray(glyphs))
        print(line, "".join(FONT[i] for i in np.asarray(pred)))


if __name__ == "__main__":
    main()
