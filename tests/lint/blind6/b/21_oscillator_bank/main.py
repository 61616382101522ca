import jax
import jax.numpy as jnp

SR = 8000


def sine(phase):
    return jnp.sin(2 * jnp.pi * phase)


def saw(phase):
    return 2 * (phase - jnp.floor(phase + 0.5))


def square(phase):
    return jnp.sign(jnp.sin(2 * jnp.pi * phase))


def triangle(phase):
    return 2 * jnp.abs(saw(phase)) - 1


OSCILLATORS = {f.__name__: jax.jit(f) for f in (sine, saw, square, triangle)}

if __name__ == "__main__":
    phase = (220.0 * jnp.arange(SR // 2) / SR) % 1.0
    for name, osc in OSCILLATORS.items():
        wave = osc(phase)
        print(f"{name:9s} rms={float(jnp.sqrt(jnp.mean(wave ** 2))):.3f}")
