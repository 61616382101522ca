import jax
import jax.numpy as jnp
import numpy as np

from schedule import warmup_factor

BASE_LR = 0.05
WARMUP = 3


@jax.jit
def sgd_lm_step(params, tokens, lr_scale):
    def loss_fn(p):
        logits = p["emb"][tokens[:, :-1]] @ p["proj"]
        logp = jax.nn.log_softmax(logits)
        return -jnp.take_along_axis(logp, tokens[:, 1:, None], axis=-1).mean()

    loss, g = jax.value_and_grad(loss_fn)(params)
    params = jax.tree_util.tree_map(lambda p, d: p - BASE_LR * lr_scale * d, params, g)
    return params, loss


rng = np.random.default_rng(0)
data = rng.integers(0, 16, size=(6, 4, 10))
params = {"emb": jnp.asarray(rng.normal(size=(16, 8)), jnp.float32),
          "proj": jnp.zeros((8, 16), jnp.float32)}

for step, batch in enumerate(data, start=1):
    params, loss = sgd_lm_step(params, batch, warmup_factor(step, WARMUP))
    print(step, float(loss))
