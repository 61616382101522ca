import numpy as np
import jax
import jax.numpy as jnp


def make_hospitals(rng, n_hosp=6, n_pat=40):
    out = []
    for h in range(n_hosp):
        severity = rng.normal(size=n_pat).astype(np.float32)
        logit = -1.0 + 0.3 * h / n_hosp + 0.8 * severity
        died = (rng.uniform(size=n_pat) < 1 / (1 + np.exp(-logit))).astype(np.float32)
        out.append((jnp.asarray(severity), jnp.asarray(died)))
    return out


@jax.jit
def newton_fit(beta, severity, died):
    X = jnp.column_stack([jnp.ones_like(severity), severity])

    def step(b, _):
        p = jax.nn.sigmoid(X @ b)
        g = X.T @ (died - p)
        H = (X * (p * (1 - p))[:, None]).T @ X + 1e-3 * jnp.eye(2)
        return b + jnp.linalg.solve(H, g), None

    b, _ = jax.lax.scan(step, beta, None, length=8)
    return b


def main():
    rng = np.random.default_rng(0)
    hospitals = make_hospitals(rng)
    estimates = []
    for severity, died in hospitals:
        estimates.append(np.asarray(newton_fit(jnp.zeros(2), severity, died)))
    print("hospital intercepts", np.round(np.array(estimates)[:, 0], 2))


if __name__ == "__main__":
    main()
