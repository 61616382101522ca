import numpy as np
import jax
import jax.numpy as jnp
import optax

N_ATTR = 8
MAX_JUDGES = 12


def make_sessions(n_sessions, seed=1):
    rng = np.random.default_rng(seed)
    sessions = []
    for _ in range(n_sessions):
        n_judges = int(rng.integers(5, MAX_JUDGES + 1))
        true_profile = rng.normal(5.0, 1.5, size=N_ATTR)
        scores = true_profile + rng.normal(0, 1.0, size=(n_judges, N_ATTR))
        liking = scores @ np.linspace(0.1, 0.4, N_ATTR) + rng.normal(0, 0.3, size=n_judges)
        sessions.append((scores.astype(np.float32), liking.astype(np.float32)))
    return sessions


def pad_session(scores, liking):
    n = scores.shape[0]
    s = np.zeros((MAX_JUDGES, N_ATTR), np.float32)
    l = np.zeros((MAX_JUDGES,), np.float32)
    m = np.zeros((MAX_JUDGES,), np.float32)
    s[:n], l[:n], m[:n] = scores, liking, 1.0
    return s, l, m


opt = optax.sgd(1e-3)


@jax.jit
def panel_update(w, opt_state, scores, liking, mask):
    def loss(w):
        resid = (scores @ w - liking) * mask
        return jnp.sum(resid ** 2) / jnp.sum(mask)

    l, g = jax.value_and_grad(loss)(w)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, upd), opt_state, l


def main():
    sessions = make_sessions(30)
    w = jnp.zeros(N_ATTR)
    opt_state = opt.init(w)
    for rnd in range(3):
        for scores, liking in sessions:
            s, l, m = pad_session(scores, liking)
            w, opt_state, loss = panel_update(w, opt_state, s, l, m)
        print("round", rnd, "loss", float(loss))
    print("attribute weights", np.round(np.asarray(w), 3))


if __name__ == "__main__":
    main()
