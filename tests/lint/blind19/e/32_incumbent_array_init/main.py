import jax
import jax.numpy as jnp
from jax.scipy.stats import norm


def rff_features(x, omega, phase):
    return jnp.sqrt(2.0 / omega.shape[1]) * jnp.cos(x @ omega + phase)


@jax.jit
def propose(weights, omega, phase, cand, best_f):
    phi = rff_features(cand, omega, phase)
    mu = phi @ weights
    sigma = 0.1 + 0.05 * jnp.linalg.norm(phi, axis=-1)
    z = (mu - best_f) / sigma
    ei = (mu - best_f) * norm.cdf(z) + sigma * norm.pdf(z)
    return jnp.argmax(ei)


class Optimizer:
    def __init__(self, key, dim, n_features=64):
        k1, k2 = jax.random.split(key)
        self.omega = jax.random.normal(k1, (dim, n_features)) * 3.0
        self.phase = jax.random.uniform(k2, (n_features,), maxval=2 * jnp.pi)
        self.weights = jnp.zeros(n_features)
        self.best_f = jnp.array(-jnp.inf, dtype=jnp.float32)
        self.Phi, self.ys = [], []

    def observe(self, x, y):
        self.Phi.append(rff_features(x[None], self.omega, self.phase)[0])
        self.ys.append(y)
        P = jnp.stack(self.Phi)
        Y = jnp.stack(self.ys)
        A = P.T @ P + 1e-2 * jnp.eye(P.shape[1])
        self.weights = jnp.linalg.solve(A, P.T @ Y)
        self.best_f = jnp.maximum(self.best_f, y)


def black_box(x):
    return -jnp.sum((x - 0.6) ** 2) + 0.1 * jnp.sin(10 * x[0])


def main():
    key = jax.random.PRNGKey(0)
    opt = Optimizer(key, dim=2)
    cand = jax.random.uniform(jax.random.PRNGKey(1), (512, 2))
    for t in range(6):
        i = propose(opt.weights, opt.omega, opt.phase, cand, opt.best_f)
        x = cand[i]
        opt.observe(x, black_box(x))
        print(t, float(opt.best_f))


if __name__ == "__main__":
    main()
