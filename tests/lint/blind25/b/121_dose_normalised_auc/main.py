import jax
import jax.numpy as jnp

from records import StudyRecords


@jax.jit
def dose_normalised_auc(auc, dose, reference_dose):
    return auc * reference_dose / dose


def main():
    rec = StudyRecords()
    ref = jnp.float32(100.0)
    for i, sid in enumerate(rec.subjects):
        dose = rec.planned_dose(sid)
        dn = dose_normalised_auc(rec.subjects[sid]["auc"], dose, ref)
        print(f"{sid}: dose-normalised AUC {float(dn.squeeze()):.2f}")


if __name__ == "__main__":
    main()
