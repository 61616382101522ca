import jax
import numpy as np
import optax

from model import net
from metrics import eval_scores

rng = np.random.default_rng(0)
tokens = rng.integers(0, 500, (96, 40)).astype(np.int32)
scores = (tokens[:, :5].mean(1) / 80).astype(np.float32)
train_t, dev_t = tokens[:64], tokens[64:]
train_s, dev_s = scores[:64], scores[64:]

params = net.init(jax.random.PRNGKey(0), train_t)
opt = optax.adam(1e-2)
opt_state = opt.init(params)


@jax.jit
def essay_step(params, opt_state, t, s):
    loss, g = jax.value_and_grad(lambda p: ((net.apply(p, t) - s) ** 2).mean())(params)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


for epoch in range(4):
    for i in range(0, 64, 32):
        params, opt_state, loss = essay_step(params, opt_state, train_t[i:i + 32], train_s[i:i + 32])
    mse, r = eval_scores(params, dev_t, dev_s)
    print(f"epoch {epoch} dev mse {float(mse):.3f} r {float(r):.3f}")

mse, r = eval_scores(params, tokens=dev_t, scores=dev_s)
print("final dev", float(mse), float(r))
