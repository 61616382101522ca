import jax
import jax.numpy as jnp


@jax.jit
def update_cluster_state(state, meas, gains):
    new_overlay = state["overlay"] + gains[2] * (meas["overlay"] - state["overlay"])
    new_dose = state["dose"] + gains[1] * (meas["cd_error"] / -1.8 - state["dose"])
    new_focus = state["focus"] + gains[0] * (meas["focus_error"] - state["focus"])
    # rebuilt in the order the downstream dashboard expects
    return {"overlay": new_overlay, "dose": new_dose, "focus": new_focus}
