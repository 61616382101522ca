FRONT_RADAR_MOUNT = (3.6, 0.0, 0.52, 0.0)  # x, y, z, yaw from the vehicle CAD model
