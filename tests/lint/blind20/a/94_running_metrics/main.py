import jax
import jax.numpy as jnp

from metrics import empty_metrics, merge

FUT = 12


@jax.jit
def eval_batch(metrics, pred, gt):
    err = jnp.linalg.norm(pred - gt, axis=-1)
    batch = {
        "ade": err.mean(-1).sum(),
        "fde": err[:, -1].sum(),
        "miss": (err[:, -1] > 2.0).sum().astype(jnp.float32),
    }
    return merge(metrics, batch)


def main():
    key = jax.random.PRNGKey(0)
    metrics = empty_metrics()
    n = 0
    for _ in range(5):
        key, k1, k2 = jax.random.split(key, 3)
        gt = jnp.cumsum(jax.random.normal(k1, (16, FUT, 2)), axis=1)
        pred = gt + 0.5 * jax.random.normal(k2, gt.shape)
        metrics = eval_batch(metrics, pred, gt)
        n += 16
    print({k: round(float(v) / n, 3) for k, v in metrics.items()})


if __name__ == "__main__":
    main()
