import jax
import jax.numpy as jnp

from data import AccelWindowLoader, synth_records
from model import model, tx, fit_batch


def main():
    x, y = synth_records()
    loader = AccelWindowLoader(x, y, batch_size=64)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, x.shape[1])))
    opt_state = tx.init(params)
    for epoch in range(4):
        total = 0.0
        for xb, yb in loader:
            params, opt_state, loss = fit_batch(params, opt_state, xb, yb)
            total += float(loss)
        print(f"epoch {epoch}: mean loss {total / len(loader):.4f}")


if __name__ == "__main__":
    main()
