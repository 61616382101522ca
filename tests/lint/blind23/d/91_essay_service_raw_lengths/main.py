from server import ScoringServer

ESSAYS = [
    "Photosynthesis converts light energy into chemical energy stored in glucose",
    "The water cycle moves water between oceans air and land through evaporation and rain",
    "Plants need sunlight",
    "In my opinion school uniforms help students focus because they remove distractions and reduce pressure",
    "Gravity pulls objects toward the earth",
]
server = ScoringServer()
for i, essay in enumerate(ESSAYS):
    print(i, len(essay.split()), "words ->", server.score(essay))
