from config import CASES
from transient import reactivity_history

SHUTDOWN_MARGIN_PCM = 1300.0


def main():
    for case in CASES:
        t, rho = reactivity_history(case.initial_ppm, case.dilution_gpm, case.rcs_volume_gal,
                                    case.boron_worth_pcm_per_ppm)
        crossed = rho >= SHUTDOWN_MARGIN_PCM
        when = float(t[crossed.argmax()]) if bool(crossed.any()) else None
        print(f"{case.name:>10}: margin lost at {when} min")


if __name__ == "__main__":
    main()
