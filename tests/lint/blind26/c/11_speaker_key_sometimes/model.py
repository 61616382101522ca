import jax
import jax.numpy as jnp

from data import N_MEL, N_SPK


def init(key):
    k1, k2 = jax.random.split(key)
    return {"w": jax.random.normal(k1, (N_MEL, 10)) * 0.1,
            "spk": jax.random.normal(k2, (N_SPK, N_MEL)) * 0.01}


def loss_fn(params, batch):
    feats = batch["mel"]
    if "speaker" in batch:
        feats = feats - params["spk"][batch["speaker"]]
    logits = feats @ params["w"]
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, batch["phone"][:, None], 1).mean()


@jax.jit
def sgd_step(params, batch):
    loss, g = jax.value_and_grad(loss_fn)(params, batch)
    return jax.tree_util.tree_map(lambda p, d: p - 0.1 * d, params, g), loss
