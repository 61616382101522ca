import jax
import jax.numpy as jnp

from mps import random_mps

N_SITES = 8
CHI_MAX = 4


@jax.jit
def transfer(env, a):
    return jnp.einsum("ab,asc,bsd->cd", env, a, a)


@jax.jit
def transfer_z(env, a):
    z = jnp.array([1.0, -1.0])
    return jnp.einsum("ab,asc,s,bsd->cd", env, a, z, a)


def left_boundary():
    return jnp.zeros((CHI_MAX, CHI_MAX)).at[0, 0].set(1.0)


def magnetization_profile(tensors):
    profile = []
    norm_env = left_boundary()
    for site in range(tensors.shape[0]):
        z_env = transfer_z(norm_env, tensors[site])
        for k in range(site + 1, tensors.shape[0]):
            z_env = transfer(z_env, tensors[k])
        norm = norm_env
        for k in range(site, tensors.shape[0]):
            norm = transfer(norm, tensors[k])
        profile.append(float(z_env[0, 0] / norm[0, 0]))
        norm_env = transfer(norm_env, tensors[site])
    return profile


def main():
    tensors = jnp.asarray(random_mps(N_SITES, CHI_MAX))
    prof = magnetization_profile(tensors)
    print(" ".join(f"{m:+.3f}" for m in prof))


if __name__ == "__main__":
    main()
