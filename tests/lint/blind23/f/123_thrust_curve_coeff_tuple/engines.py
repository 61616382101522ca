# sea-level thrust lapse fits  T/T0 = sum c_k * M^k  (manufacturer data, varying fit order)
ENGINE_FITS = {
    "turbofan_a": (1.0, -0.62, 0.31),
    "turbofan_b": (1.0, -0.55, 0.18, 0.05),
    "turbojet_c": (1.0, -0.20, 0.40, -0.10, 0.02),
    "turbofan_d": (1.0, -0.60, 0.29),
}
