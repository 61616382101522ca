import jax
import jax.numpy as jnp

from data import ClaimsLoader
from train import model, tx, train_step


def main():
    loader = ClaimsLoader(n_claims=1000, n_features=12, batch_size=128)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 12)))
    opt_state = tx.init(params)
    for epoch in range(3):
        losses = []
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            losses.append(float(loss))
        print(f"epoch {epoch} loss {sum(losses) / len(losses):.4f}")


if __name__ == "__main__":
    main()
