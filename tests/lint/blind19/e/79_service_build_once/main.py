import jax
import jax.numpy as jnp

from service import UncertaintyService


def main():
    svc = UncertaintyService(dim=5)
    key = jax.random.PRNGKey(42)
    for t in range(5):
        key, k1 = jax.random.split(key)
        batch = jax.random.normal(k1, (64, 5))
        scores = svc.handle(batch)
        top = jnp.argsort(-scores)[:8]
        x = batch[top]
        y = jnp.sign(x[:, 0] - x[:, 1])
        svc.on_new_labels(x, y)
        print(t, float(scores.max()))


if __name__ == "__main__":
    main()
