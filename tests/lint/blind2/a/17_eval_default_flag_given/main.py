from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, deterministic=True):
        x = nn.relu(nn.Dense(16)(x))
        x = nn.Dropout(0.2, deterministic=deterministic)(x)
        return nn.Dense(2)(x)


net = Net()


@partial(jax.jit, static_argnames=("deterministic",))
def forward(params, x, rng=None, deterministic=True):
    rngs = None if deterministic else {"dropout": rng}
    return net.apply(params, x, deterministic=deterministic, rngs=rngs)


def evaluate(params, x):
    return jnp.argmax(forward(params, x), axis=-1)


def predict_proba(params, x):
    return jax.nn.softmax(forward(params, x, deterministic=True), axis=-1)


key = jax.random.PRNGKey(0)
x = jax.random.normal(key, (8, 3))
params = net.init(key, x)
for epoch in range(3):
    print(epoch, evaluate(params, x).tolist(), predict_proba(params, x)[0].round(3).tolist())
