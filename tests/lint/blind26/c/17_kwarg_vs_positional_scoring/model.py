import jax
import jax.numpy as jnp


def init(key, n_feat, n_dialects):
    return {"w": jax.random.normal(key, (n_feat, n_dialects)) * 0.1, "b": jnp.zeros(n_dialects)}


@jax.jit
def dialect_logprobs(params, feats):
    return jax.nn.log_softmax(feats @ params["w"] + params["b"])


@jax.jit
def nll_step(params, feats, labels):
    def lf(p):
        lp = dialect_logprobs(p, feats)
        return -jnp.take_along_axis(lp, labels[:, None], 1).mean()
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.5 * b, params, g), loss
