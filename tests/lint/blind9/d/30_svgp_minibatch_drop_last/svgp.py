import jax
import jax.numpy as jnp


def rbf(a, b, ls):
    return jnp.exp(-0.5 * (a[:, None] - b[None, :]) ** 2 / ls**2)


def init_params(z):
    m = z.shape[0]
    return {"z": z, "q_mu": jnp.zeros(m), "q_sqrt": 0.1 * jnp.eye(m), "log_ls": jnp.float32(0.0),
            "log_noise": jnp.float32(-2.0)}


def predict_f(params, x):
    ls = jnp.exp(params["log_ls"])
    z = params["z"]
    Kzz = rbf(z, z, ls) + 1e-4 * jnp.eye(z.shape[0])
    Lz = jnp.linalg.cholesky(Kzz)
    A = jax.scipy.linalg.solve_triangular(Lz, rbf(z, x, ls), lower=True)
    mean = A.T @ params["q_mu"]
    S = jnp.tril(params["q_sqrt"])
    var = 1.0 - jnp.sum(A**2, 0) + jnp.sum((S.T @ A) ** 2, 0)
    return mean, var


@jax.jit
def svgp_step(params, xb, yb, n_total):
    def neg_elbo(p):
        mean, var = predict_f(p, xb)
        noise = jnp.exp(p["log_noise"])
        ell = -0.5 * jnp.log(2 * jnp.pi * noise) - 0.5 * ((yb - mean) ** 2 + var) / noise
        S = jnp.tril(p["q_sqrt"])
        kl = 0.5 * (jnp.sum(S**2) + jnp.sum(p["q_mu"] ** 2) - p["q_mu"].shape[0]
                    - 2 * jnp.sum(jnp.log(jnp.abs(jnp.diag(S)))))
        return -(n_total / xb.shape[0] * jnp.sum(ell) - kl)

    loss, g = jax.value_and_grad(neg_elbo)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 1e-3 * d, params, g), loss


@jax.jit
def predict_batch(params, x):
    return predict_f(params, x)
