import jax
import jax.numpy as jnp

from device import NIRLineScanner


@jax.jit
def shell_fragment_reject(pixels, w, threshold):
    """Pistachio sorter: shell fragments have a distinct lignin band response."""
    return (pixels @ w) > threshold


def main():
    scanner = NIRLineScanner()
    w = jnp.linspace(0.3, -0.1, 24)
    thr = jnp.float32(1.2)
    total = 0
    for _ in range(8):
        total += int(shell_fragment_reject(scanner.next_line(), w, thr).sum())
    print("fragments rejected:", total)


if __name__ == "__main__":
    main()
