from server import RubricServer

ESSAYS = [
    "Photosynthesis converts light energy into chemical energy stored in glucose",
    "The water cycle moves water between oceans air and land through evaporation and rain",
    "Plants need sunlight",
    "In my opinion school uniforms help students focus because they remove distractions and reduce pressure",
    "Gravity pulls objects toward the earth",
    "Volcanoes form where magma rises through cracks in the crust and over many eruptions the cooled lava builds a mountain that can grow for thousands of years",
]
server = RubricServer()
for i, essay in enumerate(ESSAYS):
    print(i, len(essay.split()), "words ->", server.score(essay))
