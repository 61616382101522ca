import jax
import jax.numpy as jnp
import numpy as np
import optax

N_STUDENTS, N_ITEMS = 200, 25
rng = np.random.default_rng(3)
true_theta = rng.normal(size=N_STUDENTS)
true_b = rng.normal(size=N_ITEMS)
true_a = rng.uniform(0.5, 2.0, size=N_ITEMS)

# long-format response table: (student, item, correct)
pairs = [(s, i) for s in range(N_STUDENTS) for i in range(N_ITEMS) if rng.random() < 0.3]
students = np.array([p[0] for p in pairs], np.int32)
items = np.array([p[1] for p in pairs], np.int32)
p_true = 1 / (1 + np.exp(-true_a[items] * (true_theta[students] - true_b[items])))
responses = (rng.random(len(pairs)) < p_true).astype(np.float32)


def neg_log_lik(params, s, i, r):
    logit = jnp.exp(params["log_a"][i]) * (params["theta"][s] - params["b"][i])
    nll = optax.sigmoid_binary_cross_entropy(logit, r).sum()
    prior = 0.5 * jnp.sum(params["theta"] ** 2)
    return nll + prior * s.shape[0] / len(pairs)


optimizer = optax.adam(0.05)


@jax.jit
def irt_step(params, opt_state, s, i, r):
    loss, grads = jax.value_and_grad(neg_log_lik)(params, s, i, r)
    updates, opt_state = optimizer.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


params = {"theta": jnp.zeros(N_STUDENTS), "b": jnp.zeros(N_ITEMS), "log_a": jnp.zeros(N_ITEMS)}
opt_state = optimizer.init(params)
BATCH = 256
for epoch in range(5):
    perm = rng.permutation(len(pairs))
    for k in range(0, len(perm), BATCH):
        idx = perm[k:k + BATCH]
        params, opt_state, loss = irt_step(params, opt_state, students[idx], items[idx], responses[idx])
    print(epoch, float(loss))

print("corr(b)", np.corrcoef(np.asarray(params["b"]), true_b)[0, 1])
