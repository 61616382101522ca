import jax.numpy as jnp
import numpy as np

from dsp import biquad_block
from stream import blocks, sample_stream

RECORDINGS = {"pump-a": 1300, "pump-b": 1100, "fan-1": 1500, "fan-2": 1250}


def main():
    for seed, (name, n) in enumerate(RECORDINGS.items()):
        state = jnp.zeros(2)
        out = []
        for block in blocks(sample_stream(n, seed)):
            y, state = biquad_block(block, state)
            out.append(np.asarray(y))
        y = np.concatenate(out)
        print(f"{name}: {y.size} samples, residual mean={y[200:].mean():+.4f} rms={y[200:].std():.3f}")


if __name__ == "__main__":
    main()
