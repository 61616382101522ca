import haiku as hk
import jax
import jax.numpy as jnp

N_GRAPH, N_PHON, EMB, MAX_LEN = 28, 34, 32, 10


def tagger(graphemes):
    x = hk.Embed(N_GRAPH, EMB)(graphemes)
    x = jax.nn.relu(hk.Conv1D(EMB, kernel_shape=3)(x))
    return hk.Linear(N_PHON)(x)


net = hk.without_apply_rng(hk.transform(tagger))


@jax.jit
def g2p_update(params, graphemes, phones):
    mask = (graphemes > 0).astype(jnp.float32)

    def lf(p):
        logp = jax.nn.log_softmax(net.apply(p, graphemes))
        nll = -jnp.take_along_axis(logp, phones[:, :, None], -1)[..., 0]
        return (nll * mask).sum() / mask.sum()
    loss, g = jax.value_and_grad(lf)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.1 * b, params, g), loss
