import jax
import jax.numpy as jnp

from storage import VolumeStore


@jax.jit
def ellipsoid_zone_integrity(volume):
    profile = volume.mean(axis=2)
    ez_row = profile.argmax(axis=1)
    peak = profile.max(axis=1)
    return (peak > 0.7).mean(), ez_row


def main():
    store = VolumeStore()
    for name in store.names():
        vol = store.load(name)
        frac, rows = ellipsoid_zone_integrity(vol)
        print(name, vol.dtype, round(float(frac), 3))


if __name__ == "__main__":
    main()
