import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

NUM_CHUNKS = 3


class Field(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.sigmoid(nn.Dense(3)(nn.relu(nn.Dense(32)(x))))


field = Field()
params = field.init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))


@jax.jit
def render_chunk(params, origins, dirs):
    t = jnp.linspace(2.0, 6.0, 8)
    pts = origins[:, None] + dirs[:, None] * t[:, None]
    return jnp.mean(field.apply(params, pts), axis=1)


def render_view(params, origins, dirs):
    outs = [render_chunk(params, o, d)
            for o, d in zip(np.array_split(origins, NUM_CHUNKS), np.array_split(dirs, NUM_CHUNKS))]
    return np.concatenate([np.asarray(x) for x in outs])


rng = np.random.default_rng(0)
H, W = 10, 10
origins = rng.normal(size=(H * W, 3)).astype(np.float32)
dirs = rng.normal(size=(H * W, 3)).astype(np.float32)
for view in range(3):
    img = render_view(params, origins + view, dirs).reshape(H, W, 3)
    print(view, img.mean())
