SENSORS = {
    "boiler_temp": {"window": 32, "z_threshold": 3},
    "pump_pressure": {"window": 32, "z_threshold": 2.5},
    "fan_rpm": {"window": 32, "z_threshold": 4},
    "flow_rate": {"window": 32, "z_threshold": 3.5},
}
