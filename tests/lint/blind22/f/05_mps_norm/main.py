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


def magnetization_profile(tensors):
    profile = []
    norm_env = jnp.ones((1, 1))
    for site in range(len(tensors)):
        env = norm_env
        z_env = transfer_z(env, tensors[site])
        for a in tensors[site + 1:]:
            z_env = transfer(z_env, a)
        norm = norm_env
        for a in tensors[site:]:
            norm = transfer(norm, a)
        profile.append(float(z_env[0, 0] / norm[0, 0]))
        norm_env = transfer(norm_env, tensors[site])
    return profile


def main():
    tensors = [jnp.asarray(t) for t in random_mps(N_SITES, CHI_MAX)]
    prof = magnetization_profile(tensors)
    print(" ".join(f"{m:+.3f}" for m in prof))


if __name__ == "__main__":
    main()
