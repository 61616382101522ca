import numpy as np
import jax
import jax.numpy as jnp
import haiku as hk

from ckpt import save_params, load_params


def _mlp(x):
    return hk.nets.MLP([16, 1])(x)[:, 0]


net = hk.without_apply_rng(hk.transform(_mlp))


@jax.jit
def predict_weaning_weight(params, x):
    return net.apply(params, x)


rng = np.random.default_rng(121)
x = rng.normal(size=(20, 6)).astype(np.float32)
params = net.init(jax.random.PRNGKey(0), x[:1])
print("fresh model:", float(predict_weaning_weight(params, x).mean()))
for season in range(3):
    params = load_params(save_params(params))
    x = rng.normal(size=(20, 6)).astype(np.float32)
    print(f"season {season}: mean predicted weaning weight z {float(predict_weaning_weight(params, x).mean()):.3f}")
