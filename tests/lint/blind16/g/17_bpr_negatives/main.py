import jax
import jax.numpy as jnp
import numpy as np
import optax


class NegativeSampler:
    def __init__(self, interactions, n_items, n_neg=8, seed=0):
        self.seen = interactions
        self.n_items = n_items
        self.n_neg = n_neg
        self.rng = np.random.default_rng(seed)

    def candidates(self, user):
        return np.setdiff1d(np.arange(self.n_items), self.seen[user])

    def sample(self, user):
        cands = self.candidates(user)
        k = min(self.n_neg, len(cands))
        negs = self.rng.choice(cands, size=k, replace=False)
        pos = self.rng.choice(self.seen[user])
        return np.int32(user), np.int32(pos), negs.astype(np.int32)


N_USERS, N_ITEMS, DIM = 20, 12, 8
rng = np.random.default_rng(2)
interactions = {u: rng.choice(N_ITEMS, size=rng.integers(1, 8), replace=False) for u in range(N_USERS)}
sampler = NegativeSampler(interactions, N_ITEMS, n_neg=6)

k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"U": 0.1 * jax.random.normal(k1, (N_USERS, DIM)),
          "V": 0.1 * jax.random.normal(k2, (N_ITEMS, DIM))}
tx = optax.adagrad(0.1)
opt_state = tx.init(params)


def bpr_loss(params, user, pos, negs):
    u = params["U"][user]
    s_pos = params["V"][pos] @ u
    s_neg = params["V"][negs] @ u
    return -jnp.mean(jax.nn.log_sigmoid(s_pos - s_neg))


@jax.jit
def sgd_step(params, opt_state, user, pos, negs):
    loss, g = jax.value_and_grad(bpr_loss)(params, user, pos, negs)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


for epoch in range(2):
    losses = []
    for user in range(N_USERS):
        u, p, negs = sampler.sample(user)
        params, opt_state, loss = sgd_step(params, opt_state, u, p, negs)
        losses.append(float(loss))
    print(f"epoch {epoch}: bpr={np.mean(losses):.4f}")
