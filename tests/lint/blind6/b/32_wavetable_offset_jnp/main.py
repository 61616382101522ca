import jax
import jax.numpy as jnp

SR = 8000
BLOCK = 256
TABLE = jnp.sin(2 * jnp.pi * jnp.arange(512) / 512)


@jax.jit
def render_block(phase_offset, freq):
    idx = phase_offset + jnp.arange(BLOCK) * freq * 512 / SR
    lo = jnp.floor(idx).astype(jnp.int32) % 512
    frac = idx - jnp.floor(idx)
    out = (1 - frac) * TABLE[lo] + frac * TABLE[(lo + 1) % 512]
    return out, (phase_offset + BLOCK * freq * 512 / SR) % 512


if __name__ == "__main__":
    offset = 0
    blocks = []
    for b in range(6):
        out, offset = render_block(offset, 330.0)
        blocks.append(out)
    audio = jnp.concatenate(blocks)
    print("rendered", audio.shape, "final phase", float(offset))
