import numpy as np
import jax
import jax.numpy as jnp
import optax

BITS_PER_SYM = 4
BATCH = 256


def qam16_constellation():
    levels = np.array([-3, -1, 3, 1], dtype=np.float32)
    pts = []
    for b in range(16):
        i = levels[(b >> 2) & 3]
        q = levels[b & 3]
        pts.append(i + 1j * q)
    return np.array(pts) / np.sqrt(10)


def simulate(n, snr_db, rng):
    bits = rng.integers(0, 2, size=(n, BITS_PER_SYM))
    idx = bits @ (1 << np.arange(BITS_PER_SYM)[::-1])
    sym = qam16_constellation()[idx]
    sigma = np.sqrt(10 ** (-snr_db / 10) / 2)
    y = sym + sigma * (rng.standard_normal(n) + 1j * rng.standard_normal(n))
    return np.stack([y.real, y.imag], -1).astype(np.float32), bits.astype(np.float32)


def batches(x, b, rng):
    perm = rng.permutation(len(x))
    n_full = len(x) // BATCH
    for i in range(n_full):
        sel = perm[i * BATCH:(i + 1) * BATCH]
        yield x[sel], b[sel]


def init(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return [
        (jax.random.normal(k1, (2, 32)) * 0.5, jnp.zeros(32)),
        (jax.random.normal(k2, (32, 32)) * 0.2, jnp.zeros(32)),
        (jax.random.normal(k3, (32, BITS_PER_SYM)) * 0.2, jnp.zeros(BITS_PER_SYM)),
    ]


def demap(params, y):
    h = y
    for w, b in params[:-1]:
        h = jnp.tanh(h @ w + b)
    w, b = params[-1]
    return h @ w + b


opt = optax.adamw(3e-3)


@jax.jit
def update(params, state, y, bits):
    def bce(p):
        return optax.sigmoid_binary_cross_entropy(demap(p, y), bits).mean()
    l, g = jax.value_and_grad(bce)(params)
    u, state = opt.update(g, state, params)
    return optax.apply_updates(params, u), state, l


rng = np.random.default_rng(1)
x, b = simulate(3000, 12.0, rng)
params = init(jax.random.PRNGKey(2))
state = opt.init(params)
for epoch in range(5):
    for yb, bb in batches(x, b, rng):
        params, state, l = update(params, state, yb, bb)
    print(epoch, float(l))
