import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax

from loader import EvalLoader


def readiness(x):
    return hk.nets.MLP([32, 3])(x)


net = hk.without_apply_rng(hk.transform(readiness))


@jax.jit
def readiness_update(params, opt_state, x, y):
    loss, g = jax.value_and_grad(
        lambda p: optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x), y).mean())(params)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


@jax.jit
def readiness_correct(params, x, y, valid):
    pred = jnp.argmax(net.apply(params, x), -1)
    return jnp.sum((pred == y) * valid)


rng = np.random.default_rng(0)
X = rng.normal(size=(330, 12)).astype(np.float32)
Y = np.digitize(X[:, 0] + X[:, 1], [-0.5, 0.5]).astype(np.int32)
params = net.init(jax.random.PRNGKey(0), X[:1])
tx = optax.adam(1e-2)
opt_state = tx.init(params)
for epoch in range(3):
    for i in range(0, 256, 64):
        params, opt_state, loss = readiness_update(params, opt_state, X[i:i + 64], Y[i:i + 64])
    hits = sum(float(readiness_correct(params, *b)) for b in EvalLoader(X[256:], Y[256:], 32))
    print(epoch, float(loss), "test acc", hits / 74)
