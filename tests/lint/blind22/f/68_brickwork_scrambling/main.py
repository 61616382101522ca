import jax
import jax.numpy as jnp

from gates import ry, single, zz_phases

N = 6
ZZ = zz_phases(N)


@jax.jit
def brick_layer(psi, thetas, J):
    for q in range(N):
        psi = single(psi, ry(thetas[q]), q, N)
    return psi * jnp.exp(-1j * J * ZZ)


def initial_state():
    return jnp.zeros(2 ** N, dtype=jnp.complex64).at[0].set(1.0)


def main():
    key = jax.random.PRNGKey(0)
    psi = initial_state()
    for layer in range(6):
        key, sub = jax.random.split(key)
        thetas = jax.random.uniform(sub, (N,), maxval=0.6)
        psi = brick_layer(psi, thetas, 0.5)
        p = jnp.abs(psi) ** 2
        print(f"layer {layer} IPR={float(jnp.sum(p ** 2)):.4f}")


if __name__ == "__main__":
    main()
