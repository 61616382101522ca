import numpy as np

from gating import SENSOR_DOF, gate_for_sensor


def synthetic_frame(rng, dof, n_tracks=6, n_meas=10):
    innov = rng.normal(scale=1.5, size=(n_tracks, n_meas, dof)).astype(np.float32)
    S_inv = np.tile(np.eye(dof, dtype=np.float32), (n_tracks, 1, 1))
    return innov, S_inv


def main():
    rng = np.random.default_rng(4)
    for frame in range(6):
        sensor = "radar" if frame % 2 == 0 else "camera"
        innov, S_inv = synthetic_frame(rng, SENSOR_DOF[sensor])
        gate = gate_for_sensor(sensor)
        mask = gate(innov, S_inv)
        print(f"frame {frame} {sensor} gated {int(mask.sum())}")


if __name__ == "__main__":
    main()
