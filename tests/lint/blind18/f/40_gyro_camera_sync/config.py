CALIB = {
    "initial_time_offset": 0.0,
    "gyro_noise": 0.01,
}
