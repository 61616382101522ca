import jax
import numpy as np

from data import synthetic_waveforms, iterate_batches
from model import init_params, optimizer, train_step


def main():
    waves, labels = synthetic_waveforms(70, 256)
    params = init_params(jax.random.PRNGKey(0))
    opt_state = optimizer.init(params)
    for epoch in range(3):
        losses = []
        for xb, yb in iterate_batches(waves, labels, batch_size=16):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch} loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
