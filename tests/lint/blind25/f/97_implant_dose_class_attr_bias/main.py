import numpy as np

from controller import ImplantDoseController


def faraday_cup(wafer, rng, beam_drift=0.004):
    # beam current sags slowly as the source filament ages
    return (1.0e15 * (1 - beam_drift * wafer) * (1 + rng.normal(0, 0.003, 16))).astype(np.float32) / 1e15


def main():
    rng = np.random.default_rng(0)
    for tool in ["VIISta-1", "VIISta-2"]:
        ctl = ImplantDoseController(target_dose=1.0)
        for wafer in range(5):
            scale = ctl.after_wafer(faraday_cup(wafer, rng))
        print(f"{tool}: scan speed scale after 5 wafers {float(scale):.4f}")


if __name__ == "__main__":
    main()
