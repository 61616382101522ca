import jax
import jax.numpy as jnp


def fake_checkpoints(key, n, in_dim=6, n_classes=3):
    """Stands in for params restored from a directory of checkpoints."""
    ckpts = {}
    for i, k in enumerate(jax.random.split(key, n)):
        k1, k2 = jax.random.split(k)
        ckpts[f"step_{(i + 1) * 1000}"] = {
            "w": jax.random.normal(k1, (in_dim, n_classes)) * (1 + 0.1 * i),
            "b": jax.random.normal(k2, (n_classes,)) * 0.1,
        }
    return ckpts


def apply_model(params, x):
    return jax.nn.log_softmax(x @ params["w"] + params["b"])


def accuracy(logp, y):
    return float(jnp.mean(jnp.argmax(logp, -1) == y))
