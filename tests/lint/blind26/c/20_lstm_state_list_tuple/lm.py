import jax
import jax.numpy as jnp

N_LAYERS, HID, V = 2, 24, 30


def init(key):
    keys = jax.random.split(key, N_LAYERS + 2)
    layers = [{"w": jax.random.normal(keys[i], (HID, 4 * HID)) * 0.1,
               "u": jax.random.normal(keys[i], (HID, 4 * HID)) * 0.1} for i in range(N_LAYERS)]
    return {"emb": jax.random.normal(keys[-2], (V, HID)) * 0.1, "layers": layers,
            "out": jax.random.normal(keys[-1], (HID, V)) * 0.1}


def initial_state():
    return [(jnp.zeros(HID), jnp.zeros(HID)) for _ in range(N_LAYERS)]


def lstm(p, x, hc):
    h, c = hc
    i, f, g, o = jnp.split(x @ p["w"] + h @ p["u"], 4)
    c = jax.nn.sigmoid(f) * c + jax.nn.sigmoid(i) * jnp.tanh(g)
    h = jax.nn.sigmoid(o) * jnp.tanh(c)
    return h, (h, c)


@jax.jit
def next_phone_logprobs(params, token, state):
    x = params["emb"][token]
    new_state = []
    for p, s in zip(params["layers"], state):
        x, s = lstm(p, x, s)
        new_state.append(s)
    return jax.nn.log_softmax(x @ params["out"]), tuple(new_state)
