import jax
import jax.numpy as jnp

LAYERS = 3
HIDDEN = 8


def init_params(key, feat_dim):
    params = []
    dims = [feat_dim] + [HIDDEN] * LAYERS
    for i, k in enumerate(jax.random.split(key, LAYERS)):
        params.append({"w": jax.random.normal(k, (dims[i] + HIDDEN, HIDDEN)) * 0.2})
    return tuple(params)


def initial_state():
    return [jnp.zeros((HIDDEN,), jnp.float32) for _ in range(LAYERS)]


@jax.jit
def stream_step(params, states, frame_feat):
    x = frame_feat
    new_states = []
    for p, h in zip(params, states):
        h = jnp.tanh(jnp.concatenate([x, h]) @ p["w"])
        new_states.append(h)
        x = h
    return tuple(new_states), x.sum()
