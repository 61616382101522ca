import jax
import jax.numpy as jnp
from flax import nnx

from model import ProbeNet, least_confidence, make_optimizer, train_step


def main():
    X = jax.random.normal(jax.random.PRNGKey(0), (256, 4))
    y = jnp.argmax(X[:, :3], -1)
    w = jnp.zeros(256).at[:12].set(1.0)
    model = ProbeNet(nnx.Rngs(0))
    optimizer = make_optimizer(model)
    for rnd in range(4):
        for _ in range(5):
            loss = train_step(model, optimizer, X, y, w)
        u = jnp.where(w > 0, -1.0, least_confidence(model, X))
        w = w.at[jnp.argsort(-u)[:12]].set(1.0)
        print(rnd, float(loss), int(w.sum()))


if __name__ == "__main__":
    main()
