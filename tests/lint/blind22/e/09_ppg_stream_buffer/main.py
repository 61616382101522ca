import jax
import jax.numpy as jnp
import numpy as np

FS = 25
CHUNK = FS  # one second per BLE packet


@jax.jit
def spo2_ratio(red, ir):
    def ac_dc(x):
        dc = jnp.mean(x)
        ac = jnp.sqrt(jnp.mean((x - dc) ** 2))
        return ac, dc

    ac_r, dc_r = ac_dc(red)
    ac_i, dc_i = ac_dc(ir)
    r = (ac_r / dc_r) / (ac_i / dc_i)
    return 110.0 - 25.0 * r


class SpO2Monitor:
    def __init__(self, window_s=8):
        self.max_len = window_s * FS
        self.red = np.zeros((0,), np.float32)
        self.ir = np.zeros((0,), np.float32)

    def push(self, red_chunk, ir_chunk):
        self.red = np.concatenate([self.red, red_chunk])[-self.max_len:]
        self.ir = np.concatenate([self.ir, ir_chunk])[-self.max_len:]
        if self.red.shape[0] < 2 * FS:
            return None
        return float(spo2_ratio(self.red, self.ir))


def packets(n, seed=0):
    rng = np.random.default_rng(seed)
    t0 = 0
    for _ in range(n):
        t = (t0 + np.arange(CHUNK)) / FS
        red = 1.0 + 0.02 * np.sin(2 * np.pi * 1.2 * t) + 0.002 * rng.standard_normal(CHUNK)
        ir = 1.2 + 0.03 * np.sin(2 * np.pi * 1.2 * t) + 0.002 * rng.standard_normal(CHUNK)
        t0 += CHUNK
        yield red.astype(np.float32), ir.astype(np.float32)


def main():
    mon = SpO2Monitor(window_s=8)
    readings = []
    for red, ir in packets(12):
        v = mon.push(red, ir)
        if v is not None:
            readings.append(v)
    print("SpO2 readings:", np.round(readings, 1))


if __name__ == "__main__":
    main()
