import jax
import jax.numpy as jnp

from data import SpectrogramLoader
from model import model, tx, train_step


def main():
    loader = SpectrogramLoader()
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 32, 40)))
    opt_state = tx.init(params)
    for epoch in range(3):
        total = 0.0
        for spec, label in loader:
            params, opt_state, loss = train_step(params, opt_state, spec, label)
            total += float(loss)
        print(f"epoch {epoch}: loss {total:.3f}")


if __name__ == "__main__":
    main()
