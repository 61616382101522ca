import jax.numpy as jnp
from flax import struct
import numpy as np
import jax


@struct.dataclass
class PriorSpec:
    mean: jnp.ndarray
    sd: float = struct.field(pytree_node=False, default=1.0)


def prior_sensitivity_grid(mean):
    return [PriorSpec(mean=mean, sd=s) for s in (0.1, 0.25, 0.5, 1.0)]


@jax.jit
def map_estimate(prior, log_auc_obs, log_dose):
    n = log_auc_obs.shape[0]
    prec_data = n / 0.3 ** 2
    prec_prior = 1.0 / prior.sd ** 2
    log_cl_data = jnp.mean(log_dose - log_auc_obs)
    return (prec_data * log_cl_data + prec_prior * prior.mean) / (prec_data + prec_prior)


def main():
    rng = np.random.default_rng(1)
    log_dose = jnp.log(jnp.full(12, 200.0))
    log_auc = jnp.asarray(np.log(200.0 / 6.5) + rng.normal(0, 0.3, 12), jnp.float32)
    for spec in prior_sensitivity_grid(jnp.log(jnp.float32(4.0))):
        cl = jnp.exp(map_estimate(spec, log_auc, log_dose))
        print(f"prior sd {spec.sd}: paediatric CL estimate {float(cl):.2f} L/h")


if __name__ == "__main__":
    main()
