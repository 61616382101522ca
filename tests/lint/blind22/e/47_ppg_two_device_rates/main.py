import jax
import jax.numpy as jnp
import numpy as np

from devices import windows_for

NFFT = 1024


@jax.jit
def dominant_bpm(x, fs):
    x = (x - jnp.mean(x)) * jnp.hanning(x.shape[0])
    spec = jnp.abs(jnp.fft.rfft(x, n=NFFT))
    freqs = jnp.arange(NFFT // 2 + 1) * fs / NFFT
    spec = jnp.where((freqs > 0.7) & (freqs < 3.5), spec, 0.0)
    return 60.0 * freqs[jnp.argmax(spec)]


def main():
    schedule = ["ring", "watch", "ring", "watch", "watch", "ring"]
    for i, device in enumerate(schedule):
        bpms = [float(dominant_bpm(x, fs)) for x, fs in windows_for(device, 3, seed=i)]
        print(device, np.round(bpms, 1))


if __name__ == "__main__":
    main()
